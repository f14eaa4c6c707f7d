import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_14: torch.Tensor, dropout_7: torch.Tensor):
        attention_output_2 = hidden_states_14 + dropout_7
        to_17 = attention_output_2.to(torch.float16)
        pow_6 = to_17.pow(2)
        to_17 = None
        variance_5 = pow_6.mean(-1, keepdim=True)
        pow_6 = None
        add_24 = variance_5 + 1e-06
        variance_5 = None
        return (add_24, attention_output_2)
