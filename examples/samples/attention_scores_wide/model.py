import torch


class GraphModule(torch.nn.Module):
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1.transpose(-1, -2)
        tmp_1 = torch.matmul(in_0, tmp_0)
        tmp_2 = tmp_1 * 0.125
        tmp_3 = tmp_2 + in_3
        tmp_4 = torch.nn.functional.softmax(tmp_3, dim=-1)
        tmp_5 = torch.matmul(tmp_4, in_2)
        tmp_6 = tmp_5.permute(0, 2, 1, 3)
        tmp_7 = tmp_6.reshape(1, 16, 256)
        return (tmp_7,)
