import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_1: torch.Tensor, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape = attn_output_1.reshape(1, 1248, -1)
        attn_output_2 = reshape.contiguous()
        reshape = None
        attn_output_3 = torch._C._nn.linear(attn_output_2, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_)
        attn_output_2 = None
        hidden_states_103 = torch.nn.functional.dropout(attn_output_3, 0.1, False, False)
        attn_output_3 = None
        return (hidden_states_103,)
