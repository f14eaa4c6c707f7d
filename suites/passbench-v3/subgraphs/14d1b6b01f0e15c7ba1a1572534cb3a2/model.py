import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, hidden_states_47: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_: torch.nn.parameter.Parameter):
        x_3 = x_2 + hidden_states_47
        x_4 = torch.nn.functional.layer_norm(x_3, (384,), L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_, 1e-05)
        x_3 = None
        return (x_4,)
