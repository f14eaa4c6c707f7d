import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_85: torch.Tensor, embeddings_4: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_28 = hidden_states_85 + embeddings_4
        hidden_states_86 = torch.nn.functional.layer_norm(add_28, (768,), L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_28 = None
        return (hidden_states_86,)
