class Program_weight_tensor_meta_attention_probs_reshaped_1:
    name = "attention_probs_reshaped_1"
    shape = [8, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.007812500009944628
    std = 0.02519866708301619
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_value_layer_3:
    name = "value_layer_3"
    shape = [8, 128, 8]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0006253654447512247
    std = 0.031764292058741705
    data = None
    min_val = -0.11984160542488098
    max_val = 0.12882903218269348
