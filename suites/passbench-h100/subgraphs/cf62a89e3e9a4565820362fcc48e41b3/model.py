import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_41: torch.Tensor, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, hidden_states_38: torch.Tensor, L_self_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_42 = torch._C._nn.linear(hidden_states_41, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_bias_)
        hidden_states_43 = torch.nn.functional.dropout(hidden_states_42, 0.1, False, False)
        hidden_states_42 = None
        hidden_states_44 = hidden_states_43 + hidden_states_38
        hidden_states_43 = None
        sequence_output = torch.nn.functional.layer_norm(hidden_states_44, (32,), L_self_modules_LayerNorm_parameters_weight_, L_self_modules_LayerNorm_parameters_bias_, 1e-12)
        hidden_states_44 = None
        first_token_tensor = sequence_output[(slice(None, None, None), 0)]
        return (first_token_tensor, sequence_output)
