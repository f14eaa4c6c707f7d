import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, bias_6: torch.Tensor, mul_10: torch.Tensor, hidden_state_9: torch.Tensor, scale_3: torch.Tensor):
        bias_7 = bias_6 - mul_10
        mul_11 = hidden_state_9 * scale_3
        hidden_state_10 = mul_11 + bias_7
        bias_7 = mul_11 = None
        hidden_state_11 = torch.nn.functional.relu(hidden_state_10, inplace=False)
        hidden_state_10 = None
        return (hidden_state_11,)
