import torch


class GraphModule(torch.nn.Module):
    def forward(self, tmp_3: torch.Tensor, in_2: torch.Tensor):
        tmp_4 = torch.nn.functional.softmax(tmp_3, dim=-1)
        tmp_5 = torch.matmul(tmp_4, in_2)
        tmp_4 = None
        tmp_6 = tmp_5.permute(0, 2, 1, 3)
        tmp_5 = None
        return (tmp_6,)
