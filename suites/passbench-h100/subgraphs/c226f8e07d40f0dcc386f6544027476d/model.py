import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_36: torch.Tensor, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, hidden_states_34: torch.Tensor, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_37 = torch._C._nn.linear(hidden_states_36, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_dense_parameters_bias_)
        hidden_states_38 = torch.nn.functional.dropout(hidden_states_37, 0.1, False, False)
        hidden_states_37 = None
        add_25 = hidden_states_38 + hidden_states_34
        hidden_states_38 = None
        hidden_states_39 = torch.nn.functional.layer_norm(add_25, (32,), L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_4_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_25 = None
        first_token_tensor = hidden_states_39[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_39)
