import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_92: torch.Tensor, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, hidden_states_90: torch.Tensor, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_93 = torch._C._nn.linear(hidden_states_92, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_dense_parameters_bias_)
        hidden_states_94 = torch.nn.functional.dropout(hidden_states_93, 0.1, False, False)
        hidden_states_93 = None
        add_27 = hidden_states_94 + hidden_states_90
        hidden_states_94 = None
        hidden_states_95 = torch.nn.functional.layer_norm(add_27, (768,), L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_27 = None
        first_token_tensor = hidden_states_95[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_95)
