import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_65: torch.Tensor):
        x_66 = torch._C._nn.gelu(x_65)
        x_67 = torch.nn.functional.dropout(x_66, 0.0, False, False)
        x_66 = None
        return (x_67,)
