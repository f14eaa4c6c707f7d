import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, init_cls_token_2: torch.Tensor, temporal_embedding_8: torch.Tensor, cls_token_14: torch.Tensor, residual_spatial_5: torch.Tensor, L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        cat_9 = torch.cat((init_cls_token_2, temporal_embedding_8), 1)
        cat_10 = torch.cat((cls_token_14, residual_spatial_5), 1)
        hidden_states_24 = cat_9 + cat_10
        cat_9 = cat_10 = None
        layer_output_4 = torch.nn.functional.layer_norm(hidden_states_24, (768,), L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_, 1e-06)
        return (layer_output_4, hidden_states_24)
