import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_12: torch.Tensor, scale_12: torch.Tensor, bias_24: torch.Tensor, hidden_state_37: torch.Tensor):
        mul_37 = running_mean_12 * scale_12
        bias_25 = bias_24 - mul_37
        mul_37 = None
        mul_38 = hidden_state_37 * scale_12
        hidden_state_38 = mul_38 + bias_25
        bias_25 = mul_38 = None
        hidden_state_39 = torch.nn.functional.relu(hidden_state_38, inplace=False)
        hidden_state_38 = None
        return (hidden_state_39,)
