import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_117: torch.Tensor):
        x_118 = torch._C._nn.gelu(x_117)
        x_119 = torch.nn.functional.dropout(x_118, 0.0, False, False)
        x_118 = None
        return (x_119,)
