import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_86: torch.Tensor, embeddings_5: torch.Tensor, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_31 = hidden_states_86 + embeddings_5
        hidden_states_87 = torch.nn.functional.layer_norm(add_31, (1024,), L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_, 1e-05)
        add_31 = None
        return (hidden_states_87,)
