import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, forwarded_states: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wi_1_parameters_weight_: torch.nn.parameter.Parameter, hidden_gelu: torch.Tensor):
        hidden_linear = torch._C._nn.linear(forwarded_states, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wi_1_parameters_weight_, None)
        hidden_states_4 = hidden_gelu * hidden_linear
        hidden_linear = None
        hidden_states_5 = torch.nn.functional.dropout(hidden_states_4, 0.1, False, False)
        hidden_states_4 = None
        return (hidden_states_5,)
