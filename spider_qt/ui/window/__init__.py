"""The window's parts: menus and actions, the panels, the table's view, overlays and cover, the status line."""
