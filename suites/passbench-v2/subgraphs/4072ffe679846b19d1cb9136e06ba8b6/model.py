import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, init_cls_token_4: torch.Tensor, temporal_embedding_14: torch.Tensor, cls_token_24: torch.Tensor, residual_spatial_9: torch.Tensor, L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        cat_15 = torch.cat((init_cls_token_4, temporal_embedding_14), 1)
        cat_16 = torch.cat((cls_token_24, residual_spatial_9), 1)
        hidden_states_44 = cat_15 + cat_16
        cat_15 = cat_16 = None
        layer_output_8 = torch.nn.functional.layer_norm(hidden_states_44, (768,), L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_weight_, L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_bias_, 1e-06)
        return (layer_output_8, hidden_states_44)
