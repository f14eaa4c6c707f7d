class Program_weight_tensor_meta_input_mask_expanded:
    name = "input_mask_expanded"
    shape = [1, 10, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 1.0
    max_val = 1.0


class Program_weight_tensor_meta_sum_embeddings:
    name = "sum_embeddings"
    shape = [1, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.3336300653172657
    std = 4.769378288963747
    data = None
    min_val = -13.64142894744873
    max_val = 15.73647689819336
