import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_14: torch.Tensor, scale_14: torch.Tensor, bias_28: torch.Tensor, hidden_states_36: torch.Tensor):
        mul_43 = running_mean_14 * scale_14
        bias_29 = bias_28 - mul_43
        mul_43 = None
        mul_44 = hidden_states_36 * scale_14
        hidden_states_37 = mul_44 + bias_29
        bias_29 = mul_44 = None
        hidden_states_38 = torch.nn.functional.relu(hidden_states_37, inplace=False)
        hidden_states_37 = None
        return (hidden_states_38,)
