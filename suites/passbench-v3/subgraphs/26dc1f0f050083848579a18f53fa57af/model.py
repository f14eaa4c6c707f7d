import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_57: torch.Tensor, hidden_states_58: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_59 = hidden_states_57 + hidden_states_58
        hidden_states_60 = torch.nn.functional.layer_norm(hidden_states_59, (1024,), L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_59 = None
        return (hidden_states_60,)
