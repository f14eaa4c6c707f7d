import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_50: torch.Tensor, scale_50: torch.Tensor, bias_100: torch.Tensor, hidden_states_124: torch.Tensor):
        mul_151 = running_mean_50 * scale_50
        bias_101 = bias_100 - mul_151
        mul_151 = None
        mul_152 = hidden_states_124 * scale_50
        hidden_states_125 = mul_152 + bias_101
        bias_101 = mul_152 = None
        hidden_states_126 = torch.nn.functional.relu(hidden_states_125, inplace=False)
        hidden_states_125 = None
        return (hidden_states_126,)
