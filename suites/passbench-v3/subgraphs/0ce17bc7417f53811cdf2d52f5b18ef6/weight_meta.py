class Program_weight_tensor_meta_attention_probs_13:
    name = "attention_probs_13"
    shape = [1, 8, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.02040816332882302
    std = 8.18973195413522e-05
    data = None
    min_val = 0.020058229565620422
    max_val = 0.020722249522805214


class Program_weight_tensor_meta_value_layer_6:
    name = "value_layer_6"
    shape = [1, 8, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0004458536183072246
    std = 0.06378835462270277
    data = None
    min_val = -0.24245208501815796
    max_val = 0.23448707163333893
