class Program_weight_tensor_meta_attention_probs_3:
    name = "attention_probs_3"
    shape = [1, 1, 3136, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.020408163269682
    std = 2.0772300552929194e-05
    data = None
    min_val = 0.020302744582295418
    max_val = 0.020508335903286934


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 1, 49, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000253821857805466
    std = 0.03333948115306207
    data = None
    min_val = -0.13139915466308594
    max_val = 0.12494026124477386
