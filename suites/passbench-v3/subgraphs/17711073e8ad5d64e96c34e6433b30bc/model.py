import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_8: torch.Tensor, scale_8: torch.Tensor, bias_16: torch.Tensor, hidden_states_20: torch.Tensor):
        mul_25 = running_mean_8 * scale_8
        bias_17 = bias_16 - mul_25
        mul_25 = None
        mul_26 = hidden_states_20 * scale_8
        hidden_states_21 = mul_26 + bias_17
        bias_17 = mul_26 = None
        hidden_states_22 = torch.nn.functional.relu(hidden_states_21, inplace=False)
        hidden_states_21 = None
        return (hidden_states_22,)
