// The small XML reader behind the Gravon import (core/base/xmlscan.h): elements, attributes, text
// and entities, and a document that is not well formed refused by line and column.
#include "core/base/xmlscan.h"

#include <QTest>

using namespace flagfall;

class TestXmlScan : public QObject {
    Q_OBJECT
private slots:
    void xmlScanner_data();
    void xmlScanner();
    void escape();
};

void TestXmlScan::xmlScanner_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("result"); // the elements as name[attr=value]{text}, or the error
    QTest::newRow("attributes and text")
        << QByteArray("<?xml version=\"1.0\"?>\n<a x = 'q&amp;&#65;&#x42;'><b/>t&lt;u</a>")
        << "a[x=q&AB]{t<u} b";
    QTest::newRow("comments and CDATA")
        << QByteArray("<!-- c --><a><![CDATA[<raw>]]></a>") << "a{<raw>}";
    QTest::newRow("mismatched") << QByteArray("<a>\n<b></a>")
                                << "line 2 column 4: </a> where <b> of line 2 is still open";
    QTest::newRow("attribute twice")
        << QByteArray("<a x='1' x='2'/>") << "line 1 column 13: attribute x given twice";
    QTest::newRow("unknown entity")
        << QByteArray("<a>&nbsp;</a>") << "line 1 column 4: unknown entity '&nbsp;'";
    QTest::newRow("text outside") << QByteArray("<a/>x")
                                  << "line 1 column 5: text outside the root element";
    QTest::newRow("two roots") << QByteArray("<a/><b/>")
                               << "line 1 column 5: a second root element";
    QTest::newRow("empty") << QByteArray("  ") << "line 1 column 1: no XML element in the file";
    QTest::newRow("reference past Unicode")
        << QByteArray("<a>&#x100000041;</a>")
        << "line 1 column 4: a character reference to no character";
    QByteArray many("<a");
    for (int i = 0; i < 33; ++i) many += " a" + QByteArray::number(i) + "='1'";
    QTest::newRow("33 attributes") << many + "/>"
                                   << "line 1 column 1: more than 32 attributes in <a>";
    QTest::newRow("cut in a tag") << QByteArray("<a><b x='1")
                                  << "line 1 column 10: the file ends inside a quoted value";
}

void TestXmlScan::xmlScanner()
{
    QFETCH(QByteArray, text);
    const auto xml =
        readXmlElements(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    QString got;
    if (!xml)
        got = QString::fromStdString(xml.error.text());
    else
        for (const auto& e : *xml.value) {
            got += (got.isEmpty() ? "" : " ") + QString::fromStdString(e.name);
            for (const auto& [k, v] : e.attributes)
                got += QString::fromStdString("[" + k + "=" + v + "]");
            if (!e.text.empty()) got += QString::fromStdString("{" + e.text + "}");
        }
    QTEST(got, "result");
}

void TestXmlScan::escape()
{
    QCOMPARE(xmlEscape("a&b<c>\"d'"), std::string("a&amp;b&lt;c&gt;&quot;d&apos;"));
}

QTEST_APPLESS_MAIN(TestXmlScan)
#include "tst_xmlscan.moc"
