import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_13: torch.Tensor):
        relu_applied_1 = torch.nn.functional.relu(linear_13)
        squared_1 = torch.square(relu_applied_1)
        relu_applied_1 = None
        return (squared_1,)
