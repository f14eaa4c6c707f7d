class Program_weight_tensor_meta_attention_probs_5:
    name = "attention_probs_5"
    shape = [96, 12, 197, 197]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.005076142132009557
    std = 4.713309538898795e-05
    data = None
    min_val = 0.004720783326774836
    max_val = 0.00541851669549942


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [96, 12, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0018417209417426947
    std = 0.1095667238970298
    data = None
    min_val = -0.6170439720153809
    max_val = 0.5473359823226929
