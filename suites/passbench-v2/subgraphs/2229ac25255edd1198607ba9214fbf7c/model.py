import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_6: torch.Tensor, L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_3 = attn_output_6.reshape(1, 128, -1)
        attn_output_7 = reshape_3.contiguous()
        reshape_3 = None
        hidden_states_8 = torch._C._nn.linear(attn_output_7, L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        attn_output_7 = None
        hidden_states_9 = torch.nn.functional.dropout(hidden_states_8, 0.1, False, False)
        hidden_states_8 = None
        return (hidden_states_9,)
