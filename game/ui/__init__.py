"""The shared UI kit: theme, text, buttons, panels, log, toasts, modals, cards, dice."""
