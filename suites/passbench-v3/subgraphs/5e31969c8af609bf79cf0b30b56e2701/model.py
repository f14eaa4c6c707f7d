import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pooled_output: torch.Tensor, L_self_modules_vision_model_modules_post_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_post_layernorm_parameters_bias_: torch.nn.parameter.Parameter, L_input_ids_: torch.Tensor, L_self_modules_text_model_modules_embeddings_buffers_position_ids_: torch.Tensor):
        pooled_output_1 = torch.nn.functional.layer_norm(pooled_output, (768,), L_self_modules_vision_model_modules_post_layernorm_parameters_weight_, L_self_modules_vision_model_modules_post_layernorm_parameters_bias_, 1e-05)
        input_ids = L_input_ids_.view(-1, 7)
        position_ids = L_self_modules_text_model_modules_embeddings_buffers_position_ids_[(slice(None, None, None), slice(None, 7, None))]
        return (input_ids, position_ids, pooled_output_1)
