import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, attn_output_2: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_11 = hidden_states_10 + attn_output_2
        hidden_states_12 = torch.nn.functional.layer_norm(hidden_states_11, (96,), L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_bias_, 1e-06)
        return (hidden_states_12, hidden_states_11)
