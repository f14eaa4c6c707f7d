import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_hidden_states_: torch.Tensor, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_2: torch.Tensor, encoder_attention_mask: torch.Tensor):
        value_states_2 = torch._C._nn.linear(L_encoder_hidden_states_, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_4 = key_states_2.view(1, 13, -1, 64)
        key_states_3 = view_4.transpose(1, 2)
        view_4 = None
        view_5 = value_states_2.view(1, 13, -1, 64)
        value_states_2 = None
        value_states_3 = view_5.transpose(1, 2)
        view_5 = None
        attention_mask_1 = encoder_attention_mask[(slice(None, None, None), slice(None, None, None), slice(None, None, None), slice(None, 13, None))]
        return (key_states_3, value_states_3, attention_mask_1)
