import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor):
        x_1 = torch._C._nn.gelu(x)
        x_2 = torch.nn.functional.dropout(x_1, 0.0, False, False)
        x_1 = None
        return (x_2,)
