import torch


class GraphModule(torch.nn.Module):
    def forward(self, embed_1: torch.Tensor):
        pow_33 = embed_1.pow(2)
        sum_4 = pow_33.sum(0, keepdim=True)
        pow_33 = None
        return (sum_4,)
