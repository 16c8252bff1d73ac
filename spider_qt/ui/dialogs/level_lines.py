"""The computer levels' picker of the New game dialog: each level's line in its list says how strong it is.

The closed picker shows the level's name ("Master"); its open list shows one line a level with the figures of the
benchmark ("Master: wins 90% (1 suit), 46% (2 suits)"), drawn by ``_LineDelegate`` from ``LINE_ROLE``. Written
into the closed picker, the lines made it wider than the dialog had room for (German cut them short).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem

from spider_qt.ui.texts.names import level_line

# Where each item keeps its line.
LINE_ROLE = Qt.ItemDataRole.UserRole + 1


class _LineDelegate(QStyledItemDelegate):
    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        line = index.data(LINE_ROLE)
        if isinstance(line, str) and line:
            option.text = line

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return super().sizeHint(opt, index).expandedTo(QSize(opt.fontMetrics.horizontalAdvance(opt.text) + 24, 0))


def show_level_lines(combo: QComboBox) -> None:
    """Give each level of ``combo`` (its item data) its line in the open list."""
    if not isinstance(combo.itemDelegate(), _LineDelegate):
        combo.setItemDelegate(_LineDelegate(combo))
    widest = 0
    view = combo.view()
    for i in range(combo.count()):
        line = level_line(str(combo.itemData(i)))
        combo.setItemData(i, line, LINE_ROLE)
        combo.setItemData(i, line, Qt.ItemDataRole.ToolTipRole)
        widest = max(widest, view.fontMetrics().horizontalAdvance(line))
    # The open list is as wide as its longest line (it is the closed picker's width otherwise, and cut them).
    view.setMinimumWidth(widest + 32)
