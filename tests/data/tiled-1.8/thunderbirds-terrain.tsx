<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="thunderbirds-terrain" tilewidth="56" tileheight="64" tilecount="6" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="terrain_tile">
  <properties>
   <property name="england" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="shaded" type="bool" value="false"/>
   <property name="terrain" value="sea"/>
  </properties>
  <image width="56" height="64" source="tiles/thunderbirds-sea.png"/>
 </tile>
 <tile id="1" type="terrain_tile">
  <properties>
   <property name="england" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="shaded" type="bool" value="true"/>
   <property name="terrain" value="sea"/>
  </properties>
  <image width="56" height="64" source="tiles/thunderbirds-sea-shaded.png"/>
 </tile>
 <tile id="2" type="terrain_tile">
  <properties>
   <property name="england" type="bool" value="true"/>
   <property name="germany" type="bool" value="false"/>
   <property name="shaded" type="bool" value="false"/>
   <property name="terrain" value="england"/>
  </properties>
  <image width="56" height="64" source="tiles/thunderbirds-england.png"/>
 </tile>
 <tile id="3" type="terrain_tile">
  <properties>
   <property name="england" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="shaded" type="bool" value="false"/>
   <property name="terrain" value="occupied"/>
  </properties>
  <image width="56" height="64" source="tiles/thunderbirds-occupied.png"/>
 </tile>
 <tile id="4" type="terrain_tile">
  <properties>
   <property name="england" type="bool" value="false"/>
   <property name="germany" type="bool" value="false"/>
   <property name="shaded" type="bool" value="true"/>
   <property name="terrain" value="occupied"/>
  </properties>
  <image width="56" height="64" source="tiles/thunderbirds-occupied-shaded.png"/>
 </tile>
 <tile id="5" type="terrain_tile">
  <properties>
   <property name="england" type="bool" value="false"/>
   <property name="germany" type="bool" value="true"/>
   <property name="shaded" type="bool" value="true"/>
   <property name="terrain" value="germany"/>
  </properties>
  <image width="56" height="64" source="tiles/thunderbirds-germany.png"/>
 </tile>
</tileset>
