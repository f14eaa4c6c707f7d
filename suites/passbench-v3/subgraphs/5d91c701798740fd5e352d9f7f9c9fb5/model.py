import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_output_1: torch.Tensor, dropout_6: torch.Tensor):
        hidden_states_14 = attention_output_1 + dropout_6
        to_9 = hidden_states_14.to(torch.float32)
        pow_5 = to_9.pow(2)
        to_9 = None
        variance_4 = pow_5.mean(-1, keepdim=True)
        pow_5 = None
        add_13 = variance_4 + 1e-06
        variance_4 = None
        return (add_13, hidden_states_14)
