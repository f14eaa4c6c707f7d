import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_3: torch.Tensor):
        x_4 = torch.nn.functional.relu(x_3, inplace=True)
        x_5 = torch.nn.functional.adaptive_avg_pool2d(x_4, 1)
        x_4 = None
        return (x_5,)
