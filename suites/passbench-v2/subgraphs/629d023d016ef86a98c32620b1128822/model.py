import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_62: torch.Tensor, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_25 = attn_output_62.reshape(1, 128, -1)
        attn_output_63 = reshape_25.contiguous()
        reshape_25 = None
        hidden_states_85 = torch._C._nn.linear(attn_output_63, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        attn_output_63 = None
        hidden_states_86 = torch.nn.functional.dropout(hidden_states_85, 0.1, False, False)
        hidden_states_85 = None
        return (hidden_states_86,)
