import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_features: torch.Tensor, L_encoder_outputs_text_features: torch.Tensor, L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_bias_: torch.nn.parameter.Parameter):
        text_features_1 = text_features + L_encoder_outputs_text_features
        text_features_2 = torch.nn.functional.layer_norm(text_features_1, (256,), L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_weight_, L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_bias_, 1e-05)
        text_features_1 = None
        return (text_features_2,)
