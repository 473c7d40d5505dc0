#include "base/logging.h"

Q_LOGGING_CATEGORY(lcUi, "flagfall.ui", QtWarningMsg)
