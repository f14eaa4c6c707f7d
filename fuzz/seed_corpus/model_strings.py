import torch


class GraphModule(torch.nn.Module):
    def forward(self, x):
        a = x.name_it('tab\there\nnewline \\ backslash \'q\' "dq"')
        b = x.name_it("unicode: \u00e9\u4e2d \U0001F600 \x41 \101")
        c = x.name_it(r'raw \n stays' "adjacent" 'concat')
        d = x.name_it("""triple
quoted "string" here""")
        e = x.name_it('''single triple''')
        f = x.name_it("héllo wörld ☃ 日本")
        g = x.name_it(u"u-prefix", R"R-prefix\d")
        h = x.reshape(
            2,
            3,  # comment inside brackets
        )
        i = x.add(1) \
            .mul(2)
        return (a, b, c, d, e, f, g, h, i)
