import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_70: torch.Tensor):
        relu_applied_11 = torch.nn.functional.relu(hidden_states_70)
        squared_11 = torch.square(relu_applied_11)
        relu_applied_11 = None
        return (squared_11,)
