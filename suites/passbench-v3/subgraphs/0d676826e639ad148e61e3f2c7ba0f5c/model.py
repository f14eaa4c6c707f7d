import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, image_embeds_with_ln: torch.Tensor, image_token_type_embeddings: torch.Tensor, L_self_modules_cross_modal_image_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_cross_modal_image_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        image_embeds_with_ln_1 = image_embeds_with_ln + image_token_type_embeddings
        cross_modal_image = torch.nn.functional.layer_norm(image_embeds_with_ln_1, (768,), L_self_modules_cross_modal_image_layernorm_parameters_weight_, L_self_modules_cross_modal_image_layernorm_parameters_bias_, 1e-05)
        image_embeds_with_ln_1 = None
        return (cross_modal_image,)
