import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_30: torch.Tensor):
        mean_4 = input_30.mean((2, 3), keepdim=True)
        ctx_global_4 = torch._C._nn.gelu(mean_4, approximate="none")
        mean_4 = None
        return (ctx_global_4,)
