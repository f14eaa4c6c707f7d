import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_5: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, hidden_states_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_6 = torch._C._nn.linear(hidden_states_5, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_)
        hidden_states_7 = torch.nn.functional.dropout(hidden_states_6, 0.1, False, False)
        hidden_states_6 = None
        hidden_states_8 = hidden_states_7 + hidden_states_2
        hidden_states_7 = None
        hidden_states_pre_layer_norm_1 = torch.nn.functional.layer_norm(hidden_states_8, (32,), L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_LayerNorm_parameters_bias_, 1e-12)
        return (hidden_states_pre_layer_norm_1, hidden_states_8)
