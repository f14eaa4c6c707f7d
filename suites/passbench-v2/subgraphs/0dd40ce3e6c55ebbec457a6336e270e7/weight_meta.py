class Program_weight_tensor_meta_q_embed_5:
    name = "q_embed_5"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007268095540578772
    std = 0.14122106798968284
    data = None
    min_val = -0.6843569278717041
    max_val = 0.6645451784133911


class Program_weight_tensor_meta_k_embed_5:
    name = "k_embed_5"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0012193736280300778
    std = 0.1423466373996225
    data = None
    min_val = -0.7068625688552856
    max_val = 0.7056823968887329


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0014179092050455291
    std = 0.14156587461377781
    data = None
    min_val = -0.7444436550140381
    max_val = 0.6855278015136719
