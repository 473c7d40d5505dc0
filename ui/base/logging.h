// Logging categories of the desktop program, quiet by default (enable with QT_LOGGING_RULES).
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcUi)
