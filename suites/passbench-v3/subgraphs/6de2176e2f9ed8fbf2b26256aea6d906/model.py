import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, cat_9: torch.Tensor, cat_10: torch.Tensor, L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_24 = cat_9 + cat_10
        layer_output_4 = torch.nn.functional.layer_norm(hidden_states_24, (768,), L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_, L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_, 1e-06)
        return (layer_output_4, hidden_states_24)
