import torch


class GraphModule(torch.nn.Module):
    def forward(self, embed: torch.Tensor):
        pow_2 = embed.pow(2)
        sum_2 = pow_2.sum(0, keepdim=True)
        pow_2 = None
        return (sum_2,)
