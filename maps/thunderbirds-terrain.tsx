<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="thunderbirds-terrain" tilewidth="56" tileheight="64" tilecount="6" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="terrain_tile">
  <properties>
   <property name="terrain" propertytype="terrain" value="sea"/>
   <property name="shaded" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="england" type="bool" value="false"/>
  </properties>
  <image source="tiles/thunderbirds-sea.png" width="56" height="64"/>
 </tile>
 <tile id="1" type="terrain_tile">
  <properties>
   <property name="terrain" propertytype="terrain" value="sea"/>
   <property name="shaded" type="bool" value="true"/>
   <property name="germany" type="bool" value="false"/>
   <property name="england" type="bool" value="false"/>
  </properties>
  <image source="tiles/thunderbirds-sea-shaded.png" width="56" height="64"/>
 </tile>
 <tile id="2" type="terrain_tile">
  <properties>
   <property name="terrain" propertytype="terrain" value="england"/>
   <property name="shaded" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="england" type="bool" value="true"/>
  </properties>
  <image source="tiles/thunderbirds-england.png" width="56" height="64"/>
 </tile>
 <tile id="3" type="terrain_tile">
  <properties>
   <property name="terrain" propertytype="terrain" value="occupied"/>
   <property name="shaded" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="england" type="bool" value="false"/>
  </properties>
  <image source="tiles/thunderbirds-occupied.png" width="56" height="64"/>
 </tile>
 <tile id="4" type="terrain_tile">
  <properties>
   <property name="terrain" propertytype="terrain" value="occupied"/>
   <property name="shaded" type="bool" value="true"/>
   <property name="germany" type="bool" value="false"/>
   <property name="england" type="bool" value="false"/>
  </properties>
  <image source="tiles/thunderbirds-occupied-shaded.png" width="56" height="64"/>
 </tile>
 <tile id="5" type="terrain_tile">
  <properties>
   <property name="terrain" propertytype="terrain" value="germany"/>
   <property name="shaded" type="bool" value="true"/>
   <property name="germany" type="bool" value="true"/>
   <property name="england" type="bool" value="false"/>
  </properties>
  <image source="tiles/thunderbirds-germany.png" width="56" height="64"/>
 </tile>
</tileset>
